import logging

import jax.numpy as jnp

from swe1d import LaxFriedrichs, StepLog


def main(num_cells=200, num_steps=50):
    x = (jnp.arange(num_cells) + 0.5) / num_cells
    h = jnp.where(jnp.abs(x - 0.5) < 0.1, 2.0, 1.0)
    solver = LaxFriedrichs(dx=1.0 / num_cells, cfl=0.45, log=StepLog())
    return solver.run(h, jnp.zeros_like(h), num_steps)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    h, hu, time, dts = main()
    print(f"t={float(time):.4f}  mass={float(h.sum()):.3f}")
