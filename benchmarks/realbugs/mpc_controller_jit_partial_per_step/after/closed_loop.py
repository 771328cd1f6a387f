import jax.numpy as jnp

from mpc.controller import MPCController
from mpc.plant import DoubleIntegrator


def main(n_ticks=60):
    plant = DoubleIntegrator()
    controller = MPCController(plant, reference=jnp.array([1.0, 0.0]))
    x = jnp.array([0.0, 0.0])
    for _ in range(n_ticks):
        u = controller.act(x)
        x = plant.step(x, u)
    print(f"final state {x}")
    return controller, x


if __name__ == "__main__":
    main()
