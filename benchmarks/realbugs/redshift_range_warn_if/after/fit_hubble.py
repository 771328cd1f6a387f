import jax
import jax.numpy as jnp

from cosmofit import distance_modulus

Z = jnp.array([0.05, 0.3, 0.8, 1.4, 2.0])
MU_OBS = jnp.array([36.7, 41.0, 43.6, 45.1, 46.0])


def chi2(h0, z, mu_obs):
    return jnp.sum((distance_modulus(z, h0, 0.3) - mu_obs) ** 2)


chi2_and_grad = jax.jit(jax.value_and_grad(chi2))


def fit(z=Z, mu_obs=MU_OBS, n_steps=3, h0=65.0):
    for _ in range(n_steps):
        value, grad = chi2_and_grad(h0, z, mu_obs)
        h0 = h0 - 0.5 * grad
    return h0


if __name__ == "__main__":
    print(fit())
