"""K-means on the foreground pixel positions of one frame (Lloyd iterations)."""

import jax
import jax.numpy as jnp


class KMeans:
    def __init__(self, n_clusters, max_iter=50, tol=1e-4):
        self.n_clusters = n_clusters
        self.max_iter = max_iter
        self.tol = tol
        self._fit = jax.jit(self._lloyd)

    def _assign(self, points, centers):
        distances = jnp.linalg.norm(points[:, None, :] - centers[None, :, :], axis=-1)
        return jnp.argmin(distances, axis=1)

    def _update(self, points, labels, centers):
        one_hot = jax.nn.one_hot(labels, self.n_clusters)
        counts = one_hot.sum(axis=0)
        sums = one_hot.T @ points
        return jnp.where(counts[:, None] > 0, sums / jnp.maximum(counts, 1.0)[:, None], centers)

    def _lloyd(self, points, init_centers):
        centers = init_centers
        for _ in range(self.max_iter):
            labels = self._assign(points, centers)
            new_centers = self._update(points, labels, centers)
            shift = jnp.max(jnp.linalg.norm(new_centers - centers, axis=1))
            centers = new_centers
            if shift < self.tol:  # expect: JXL101
                break
        return centers, self._assign(points, centers)

    def fit(self, points, init_centers):
        return self._fit(points, init_centers)
