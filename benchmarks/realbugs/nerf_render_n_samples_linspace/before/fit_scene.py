import jax
import jax.numpy as jnp

from tinynerf.field import init_field
from tinynerf.train import NerfConfig, train


def make_rays(key, num_rays=64):
    k1, k2 = jax.random.split(key)
    origins = jnp.zeros((num_rays, 3))
    directions = jax.random.normal(k1, (num_rays, 3))
    directions = directions / jnp.linalg.norm(directions, axis=-1, keepdims=True)
    target = jax.random.uniform(k2, (num_rays, 3))
    return origins, directions, target


def main():
    params = init_field(jax.random.PRNGKey(0))
    _, loss = train(params, make_rays(jax.random.PRNGKey(1)), NerfConfig())
    return loss


if __name__ == "__main__":
    print(main())
