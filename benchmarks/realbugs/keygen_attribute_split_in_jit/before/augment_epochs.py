"""Augment the same point cloud for several epochs, then shuffle the batch order with the same key source."""

import jax
import jax.numpy as jnp

from augment.keygen import KeyGen
from augment.transforms import jitter, rotate_z

keygen = KeyGen(0)


@jax.jit
def augment(points):
    return jitter(rotate_z(points, keygen), keygen, 0.02)


def main():
    cloud = jax.random.normal(jax.random.PRNGKey(1), (256, 3))
    views = jnp.stack([augment(cloud) for _ in range(3)])
    order = jax.random.permutation(keygen(), 3)
    return views, order


if __name__ == "__main__":
    views, order = main()
    print(order, jnp.abs(views[0] - views[1]).max())
