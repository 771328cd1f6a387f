"""A frozen dataclass registered as a pytree (flax.struct.dataclass without flax)."""
import dataclasses

import jax


def dataclass(cls):
    cls = dataclasses.dataclass(frozen=True)(cls)
    names = [f.name for f in dataclasses.fields(cls)]
    return jax.tree_util.register_dataclass(cls, data_fields=names, meta_fields=[])
