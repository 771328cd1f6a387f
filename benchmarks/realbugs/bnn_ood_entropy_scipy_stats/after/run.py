import jax
import jax.numpy as jnp

from bnnood.detector import OODDetector
from bnnood.model import Classifier
from bnnood.posterior import PosteriorSamples

CENTRES = jnp.array([[0.0, 2.0], [-2.0, -1.0], [2.0, -1.0]])


def blobs(key, n_per_class=100):
    x = jnp.concatenate([c + 0.4 * jax.random.normal(k, (n_per_class, 2))
                         for c, k in zip(CENTRES, jax.random.split(key, 3))])
    return x, jnp.repeat(jnp.arange(3), n_per_class)


def main(steps=200, seed=0):
    d_key, p_key = jax.random.split(jax.random.PRNGKey(seed))
    x, y = blobs(d_key)
    model = Classifier()
    posterior = PosteriorSamples(model).fit(p_key, x, y, steps)
    detector = OODDetector(model, posterior)
    in_distribution = CENTRES
    far_away = jnp.array([[8.0, 8.0], [-8.0, 8.0], [0.0, -9.0]])
    return detector._scores(posterior, in_distribution), detector._scores(posterior, far_away)


if __name__ == "__main__":
    inside, outside = main()
    print("entropy near the training data", inside, "far from it", outside)
