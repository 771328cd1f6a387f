import functools

import jax

from metricnet.losses import batch_triplet_loss
from metricnet.model import embed, init_embedder

loss_and_grad = jax.jit(jax.value_and_grad(functools.partial(batch_triplet_loss, embed)))


def main(learning_rate=0.1):
    keys = jax.random.split(jax.random.key(0), 4)
    params = init_embedder(keys[0], 8, 4)
    anchors = jax.random.normal(keys[1], (16, 8))
    positives = anchors + 0.1 * jax.random.normal(keys[2], (16, 8))
    negatives = jax.random.normal(keys[3], (16, 8))
    losses = []
    for _ in range(3):
        loss, grads = loss_and_grad(params, anchors, positives, negatives)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
