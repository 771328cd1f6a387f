from functools import partial

import jax

from latticekit.bonds import distinct_bond_count


def bond_census(trajectory, box, cutoff, resolution):
    per_frame = jax.vmap(partial(distinct_bond_count, box=box, cutoff=cutoff, resolution=resolution))
    return jax.jit(per_frame)(trajectory)
