import jax
import jax.numpy as jnp

from clustering import KMeans


def make_blobs(key):
    centers = jnp.array([[0.0, 0.0], [4.0, 4.0], [-4.0, 4.0]])
    noise_key, label_key = jax.random.split(key)
    labels = jax.random.randint(label_key, (90,), 0, 3)
    return centers[labels] + 0.5 * jax.random.normal(noise_key, (90, 2))


def main(num_iters):
    points = make_blobs(jax.random.PRNGKey(0))
    return KMeans(num_clusters=3, num_iters=num_iters).fit(points, jax.random.PRNGKey(1))


if __name__ == "__main__":
    print(main(num_iters=10).centroids_)
