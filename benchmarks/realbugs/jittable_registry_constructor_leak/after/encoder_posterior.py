"""A toy amortised posterior: a jitted encoder returns a diagonal Gaussian over latents."""

import jax
import jax.numpy as jnp

from distlite import MultivariateNormalDiag


def init_encoder(key, data_dim=6, latent_dim=2):
    k1, k2 = jax.random.split(key)
    return {"w_mu": 0.1 * jax.random.normal(k1, (data_dim, latent_dim)),
            "w_sigma": 0.1 * jax.random.normal(k2, (data_dim, latent_dim))}


@jax.jit
def encode(params, x):
    return MultivariateNormalDiag(loc=x @ params["w_mu"], scale_diag=jnp.exp(x @ params["w_sigma"]))


def main():
    key = jax.random.PRNGKey(0)
    params = init_encoder(key)
    x = jax.random.normal(jax.random.fold_in(key, 1), (6,))
    posterior = encode(params, x)
    return posterior.log_prob(posterior.sample(jax.random.fold_in(key, 2), 4))


if __name__ == "__main__":
    print(main())
