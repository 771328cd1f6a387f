from functools import partial

import jax
import jax.numpy as jnp

from textcls.model import classify


@partial(jax.jit, static_argnames=("num_valid",))
def eval_step(params, tokens, labels, num_valid):
    logits = classify(params, tokens)[:num_valid]
    labels = labels[:num_valid]
    correct = jnp.sum(jnp.argmax(logits, axis=-1) == labels)
    nll = -jnp.sum(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=-1))
    return correct, nll


def evaluate(params, loader):
    total_correct, total_nll, count = 0, 0.0, 0
    for tokens, labels, mask in loader:
        num_valid = int(mask.sum())
        correct, nll = eval_step(params, tokens, labels, num_valid=num_valid)  # expect: JXL503
        total_correct += int(correct)
        total_nll += float(nll)
        count += num_valid
    return total_correct / count, total_nll / count
