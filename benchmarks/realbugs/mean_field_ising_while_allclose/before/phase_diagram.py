import jax
import jax.numpy as jnp

from meanfield import MeanFieldSolver
from meanfield.lattice import SIMPLE_CUBIC


def main():
    solver = MeanFieldSolver(SIMPLE_CUBIC)
    temperatures = jnp.linspace(1.0, 8.0, 15)
    curve = jax.jit(jax.vmap(solver.magnetization))(temperatures)
    return temperatures, curve


if __name__ == "__main__":
    for t, m in zip(*main()):
        print(f"T = {float(t):.2f}  m = {float(m):.4f}")
