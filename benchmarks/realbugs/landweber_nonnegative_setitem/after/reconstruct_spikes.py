import jax
import jax.numpy as jnp

from deblur.landweber import projected_landweber, relative_error
from deblur.operators import gaussian_blur_matrix, largest_singular_value


def spike_train(n):
    x = jnp.zeros(n)
    return x.at[jnp.array([20, 45, 50, 90, 130])].set(jnp.array([1.0, 0.6, 0.8, 1.2, 0.5]))


def main(n=160, noise=1e-3, n_iter=400):
    a = gaussian_blur_matrix(n)
    x_true = spike_train(n)
    g = a @ x_true + noise * jax.random.normal(jax.random.key(0), (n,))
    step = 1.0 / largest_singular_value(a) ** 2
    x = projected_landweber(a, g, step, n_iter)
    blurred_error = float(relative_error(g, x_true))
    error = float(relative_error(x, x_true))
    print(f"relative error: data {blurred_error:.3f}, reconstruction {error:.3f}, min {float(x.min()):.2e}")
    return x, error, blurred_error


if __name__ == "__main__":
    main()
