import jax
import jax.numpy as jnp

from clfmetrics.confusion import MulticlassConfusionMatrix

NUM_CLASSES = 3
CONFUSION = MulticlassConfusionMatrix(NUM_CLASSES)


@jax.jit
def eval_step(params, x, y):
    logits = x @ params["w"] + params["b"]
    return CONFUSION.batch_counts(y, jnp.argmax(logits, axis=-1))


def evaluate(params, batches):
    table = jnp.zeros((NUM_CLASSES, NUM_CLASSES), jnp.int32)
    for x, y in batches:
        table = table + eval_step(params, x, y)
    return table, CONFUSION.precision_recall(table)
