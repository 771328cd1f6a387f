import jax
import jax.numpy as jnp

from gpopt.restarts import fit_with_restarts


def main():
    data_key, restart_key = jax.random.split(jax.random.PRNGKey(4))
    x = jnp.linspace(0.0, 10.0, 60)
    y = jnp.sin(x) + 0.3 * jnp.cos(3.0 * x) + 0.1 * jax.random.normal(data_key, x.shape)
    theta, value = fit_with_restarts(x, y, restart_key)
    print(f"best -log ML {value:.3f}: lengthscale {float(jnp.exp(theta[0])):.3f}, noise {float(jnp.exp(theta[2])):.4f}")
    return x, y, theta, value


if __name__ == "__main__":
    main()
