import jax
import jax.numpy as jnp

from spikeglm.selection import cross_validate


def simulate(key, n_bins, n_features):
    k_x, k_y = jax.random.split(key)
    X = jnp.concatenate([jnp.ones((n_bins, 1)), jax.random.normal(k_x, (n_bins, n_features))], axis=1)
    true_coef = jnp.concatenate([jnp.array([0.2]), 0.3 * jnp.cos(jnp.arange(n_features))])
    y = jax.random.poisson(k_y, jnp.exp(X @ true_coef)).astype(jnp.float32)
    return X, y


def main():
    X, y = simulate(jax.random.key(11), 500, 6)
    scores = cross_validate(X, y, [0.0, 0.1, 1.0], 5, 0.1, 300)
    best = max(scores, key=scores.get)
    print("cv log-likelihood per regularisation:", scores, "best", best)
    return X, y, scores


if __name__ == "__main__":
    main()
