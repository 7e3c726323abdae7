import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, type GraphQLSchema } from 'graphql';

/** Lists everything of `draft` that `actual` lacks or types differently (names, types, args, members, values). */
export function missingFromSchema(draft: GraphQLSchema, actual: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const type of Object.values(draft.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const other = actual.getType(type.name);
    if (!other) {
      problems.push(`type ${type.name} missing`);
      continue;
    }
    if (other.constructor !== type.constructor) problems.push(`type ${type.name} has a different kind`);
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(other) || isInterfaceType(other))) {
      const of = other.getFields();
      for (const f of Object.values(type.getFields())) {
        const g = of[f.name];
        if (!g) {
          problems.push(`${type.name}.${f.name} missing`);
          continue;
        }
        if (String(g.type) !== String(f.type)) problems.push(`${type.name}.${f.name}: ${String(g.type)} != ${String(f.type)}`);
        for (const a of f.args) {
          const b = g.args.find((x) => x.name === a.name);
          if (!b) problems.push(`${type.name}.${f.name}(${a.name}) missing`);
          else if (String(a.type) !== String(b.type))
            problems.push(`${type.name}.${f.name}(${a.name}): ${String(b.type)} != ${String(a.type)}`);
        }
      }
      const ifaces = new Set(other.getInterfaces().map((i) => i.name));
      for (const i of type.getInterfaces()) if (!ifaces.has(i.name)) problems.push(`${type.name} does not implement ${i.name}`);
    }
    if (isInputObjectType(type) && isInputObjectType(other)) {
      const of = other.getFields();
      for (const f of Object.values(type.getFields())) {
        const g = of[f.name];
        if (!g) problems.push(`${type.name}.${f.name} missing`);
        else if (String(g.type) !== String(f.type)) problems.push(`${type.name}.${f.name}: ${String(g.type)} != ${String(f.type)}`);
      }
    }
    if (isUnionType(type) && isUnionType(other)) {
      const members = new Set(other.getTypes().map((t) => t.name));
      for (const m of type.getTypes()) if (!members.has(m.name)) problems.push(`union ${type.name} lacks ${m.name}`);
    }
    if (isEnumType(type) && isEnumType(other)) {
      const values = new Set(other.getValues().map((v) => v.name));
      for (const v of type.getValues()) if (!values.has(v.name)) problems.push(`enum ${type.name} lacks ${v.name}`);
    }
  }
  return problems;
}

export function parseSdl(sdl: string): GraphQLSchema {
  return buildSchema(sdl);
}
