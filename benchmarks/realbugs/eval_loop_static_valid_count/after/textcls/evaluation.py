import jax
import jax.numpy as jnp

from textcls.model import classify


@jax.jit
def eval_step(params, tokens, labels, mask):
    logits = classify(params, tokens)
    correct = jnp.sum((jnp.argmax(logits, axis=-1) == labels) * mask)
    log_likelihood = jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], axis=-1)[:, 0]
    return correct, -jnp.sum(log_likelihood * mask)


def evaluate(params, loader):
    total_correct, total_nll, count = 0, 0.0, 0
    for tokens, labels, mask in loader:
        correct, nll = eval_step(params, tokens, labels, mask)
        total_correct += int(correct)
        total_nll += float(nll)
        count += int(mask.sum())
    return total_correct / count, total_nll / count
