import jax
import jax.numpy as jnp
import numpy as np

from covfit import InverseWishart, log_posterior, unpack_cholesky

posterior_grad = jax.jit(jax.value_and_grad(log_posterior))


def fit(data, steps=200, lr=1e-3):
    dim = data.shape[1]
    prior = InverseWishart(df=dim + 2.0, dim=dim, scale=jnp.eye(dim))
    theta = jnp.zeros(dim * (dim + 1) // 2)
    for _ in range(steps):
        value, grad = posterior_grad(theta, data, prior)
        theta = theta + lr * grad
    L = unpack_cholesky(theta, dim)
    return np.asarray(L @ L.T), float(value)


if __name__ == "__main__":
    rng = np.random.default_rng(1)
    true_cov = np.array([[2.0, 0.6, 0.0], [0.6, 1.0, 0.3], [0.0, 0.3, 0.5]])
    sample = jnp.asarray(rng.multivariate_normal(np.zeros(3), true_cov, size=400))
    print(fit(sample))
