import jax
import jax.numpy as jnp

from cluster._array_api import _asarray


class KMeans:
    def __init__(self, n_clusters, n_iter=10, check_finite=True):
        self.n_clusters = n_clusters
        self.n_iter = n_iter
        self.check_finite = check_finite
        self._fit = jax.jit(self._lloyd)

    def _assign(self, obs, centroids):
        distances = jnp.sum((obs[:, None, :] - centroids[None, :, :]) ** 2, axis=-1)
        return jnp.argmin(distances, axis=1)

    def _lloyd(self, obs, centroids):
        obs = _asarray(obs, check_finite=self.check_finite)

        def body(_, centroids):
            labels = self._assign(obs, centroids)
            one_hot = jax.nn.one_hot(labels, self.n_clusters)
            counts = jnp.maximum(one_hot.sum(axis=0), 1.0)
            return (one_hot.T @ obs) / counts[:, None]

        return jax.lax.fori_loop(0, self.n_iter, body, centroids)

    def fit(self, obs, key):
        start = jax.random.choice(key, obs.shape[0], (self.n_clusters,), replace=False)
        return self._fit(obs, obs[start])
