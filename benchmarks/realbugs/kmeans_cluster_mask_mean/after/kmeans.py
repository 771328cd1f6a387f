import jax.numpy as jnp


class KMeans:
    def __init__(self, n_clusters, n_iter=10):
        self.n_clusters = n_clusters
        self.n_iter = n_iter

    def _assign(self, X, centroids):
        distances = jnp.sum((X[:, None, :] - centroids[None, :, :]) ** 2, axis=-1)
        return jnp.argmin(distances, axis=1)

    def _update(self, X, labels, centroids):
        for j in range(self.n_clusters):
            member = (labels == j)[:, None]
            total = jnp.sum(jnp.where(member, X, 0.0), axis=0)
            count = jnp.sum(member)
            centroids = centroids.at[j].set(jnp.where(count > 0, total / jnp.maximum(count, 1), centroids[j]))
        return centroids

    def fit(self, X, init):
        centroids = init
        for _ in range(self.n_iter):
            centroids = self._update(X, self._assign(X, centroids), centroids)
        return centroids
