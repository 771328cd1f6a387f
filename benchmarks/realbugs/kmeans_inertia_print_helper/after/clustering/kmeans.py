import jax
import jax.numpy as jnp

from clustering.report import report_iteration


def assign(points, centroids):
    sq_dist = jnp.sum((points[:, None, :] - centroids[None, :, :]) ** 2, axis=-1)
    return jnp.argmin(sq_dist, axis=1), jnp.min(sq_dist, axis=1)


@jax.jit
def lloyd_update(points, centroids):
    labels, sq_dist = assign(points, centroids)
    one_hot = jax.nn.one_hot(labels, centroids.shape[0])
    counts = one_hot.sum(axis=0)
    new_centroids = (one_hot.T @ points) / jnp.maximum(counts, 1.0)[:, None]
    return new_centroids, sq_dist.sum()


class KMeans:
    def __init__(self, num_clusters, num_iters):
        self.num_clusters = num_clusters
        self.num_iters = num_iters
        self.centroids_ = None

    def fit(self, points, key):
        chosen = jax.random.choice(key, points.shape[0], (self.num_clusters,), replace=False)
        centroids = points[chosen]
        for iteration in range(self.num_iters):
            centroids, inertia = lloyd_update(points, centroids)
            report_iteration(iteration, float(inertia))
        self.centroids_ = centroids
        return self
