import jax
import jax.numpy as jnp

from recovery.solve import diffuse, make_loss, run_lbfgs

GRID = jnp.linspace(0.0, 1.0, 32)


def problem():
    truth = jnp.exp(-((GRID - 0.4) ** 2) / 0.01)
    observed = diffuse(truth) + 0.01 * jax.random.normal(jax.random.PRNGKey(3), GRID.shape)
    return make_loss(observed)


def main(iterations=10):
    loss_fn = problem()
    u = run_lbfgs(loss_fn, jnp.zeros_like(GRID), iterations)
    return float(loss_fn(u))


if __name__ == "__main__":
    print("final loss:", main())
