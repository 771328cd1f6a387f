import jax
import jax.numpy as jnp

from mdkit.neighbors import CellNeighborList

BOX = 10.0
CUTOFF = 2.5


def configurations(key, batch=8, n=64):
    return jax.random.uniform(key, (batch, n, 2), minval=0.0, maxval=BOX)


def main():
    R = configurations(jax.random.PRNGKey(3))
    neighbor_list = CellNeighborList(BOX, CUTOFF)
    idx = jax.vmap(neighbor_list.build)(R)
    counts = jnp.sum(idx < R.shape[1], axis=-1)
    print(f"mean neighbours per particle {float(counts.mean()):.2f}")
    return R, counts
