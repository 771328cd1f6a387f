import jax
import jax.numpy as jnp

from optim.descent import SteepestDescent


def make_objective(key, n_obs=40, n_params=4):
    """Least squares with a quartic penalty: sum (A x - b)^2 / n + 0.05 sum x^4."""
    design_key, noise_key = jax.random.split(key)
    design = jax.random.normal(design_key, (n_obs, n_params))
    truth = jnp.arange(1.0, n_params + 1.0) / n_params
    target = design @ truth + 0.05 * jax.random.normal(noise_key, (n_obs,))

    def objective(x):
        residual = design @ x - target
        return jnp.mean(residual**2) + 0.05 * jnp.sum(x**4)

    return objective


def main():
    objective = make_objective(jax.random.PRNGKey(3))
    solver = SteepestDescent(objective)
    x, history = solver.minimize(jnp.full(4, 3.0))
    grad_norm = float(jnp.linalg.norm(jax.grad(objective)(x)))
    print(f"f: {history[0]:.4f} -> {history[-1]:.6f}, |grad| {grad_norm:.2e}")
    return history, grad_norm


if __name__ == "__main__":
    main()
