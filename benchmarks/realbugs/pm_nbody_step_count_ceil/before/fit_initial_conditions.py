from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from pmsim import SimConfig, nbody


@partial(jax.jit, static_argnames="config")
def loss_and_grad(displacement, grid, target, config):
    def loss(displacement):
        pos, _ = nbody((grid + displacement) % config.box_size, jnp.zeros_like(grid), config)
        return jnp.mean((pos - target) ** 2)

    return jax.value_and_grad(loss)(displacement)


def main():
    config = SimConfig()
    side = np.linspace(0.0, config.box_size, 4, endpoint=False)
    grid = jnp.asarray(np.stack(np.meshgrid(side, side, side, indexing="ij"), axis=-1).reshape(-1, 3))
    target = (grid + 1.5) % config.box_size
    displacement = jnp.zeros_like(grid)
    for _ in range(3):
        value, grad = loss_and_grad(displacement, grid, target, config)
        displacement = displacement - 0.1 * grad
    return float(value)


if __name__ == "__main__":
    print(main())
