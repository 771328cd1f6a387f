import jax
import jax.numpy as jnp

from lrfind.finder import LearningRateFinder
from lrfind.model import init_mlp


def make_batches(key, count, batch_size=64):
    batches = []
    for batch_key in jax.random.split(key, count):
        x = jax.random.uniform(batch_key, (batch_size, 1), minval=-2.0, maxval=2.0)
        batches.append((x, jnp.sin(2.0 * x)))
    return batches


def main(seed=0):
    key = jax.random.PRNGKey(seed)
    init_key, data_key = jax.random.split(key)
    params = init_mlp(init_key, [1, 32, 32, 1])
    finder = LearningRateFinder()
    lrs, losses = finder.range_test(params, make_batches(data_key, len(finder.lrs)))
    return finder, params, lrs, losses


if __name__ == "__main__":
    finder, _, lrs, losses = main()
    print(f"{len(lrs)} rates tried, suggested learning rate {finder.suggestion(lrs, losses):.3g}")
