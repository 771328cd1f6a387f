import jax.numpy as jnp

from shooting.mpc import run_closed_loop
from shooting.problem import SingleShootingProblem


def main(n_steps=15):
    problem = SingleShootingProblem(horizon=10, params=jnp.array([0.5, 1.0]))
    states, controls = run_closed_loop(problem, jnp.array([2.0, -1.0]), n_steps)
    print(f"|x| {float(jnp.linalg.norm(states[0])):.3f} -> {float(jnp.linalg.norm(states[-1])):.4f}, "
          f"first controls {[round(u, 3) for u in controls[:3]]}")
    return problem, states


if __name__ == "__main__":
    main()
