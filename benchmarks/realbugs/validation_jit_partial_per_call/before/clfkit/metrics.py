import functools

import jax
import jax.numpy as jnp


def eval_metrics(apply_fn, params, x, y):
    """Summed loss and correct predictions of one batch (summed so that batches of any size can be pooled)."""
    logits = apply_fn(params, x)
    nll = -jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], axis=1)[:, 0]
    return {"loss": nll.sum(), "correct": (jnp.argmax(logits, axis=1) == y).sum(), "count": y.shape[0]}


def validate(model, params, batches):
    """Mean loss and accuracy over a validation set, without gradients."""
    eval_step = jax.jit(functools.partial(eval_metrics, model.apply))  # expect: JXL502
    totals = {"loss": 0.0, "correct": 0, "count": 0}
    for x, y in batches:
        for name, value in eval_step(params, x, y).items():
            totals[name] += value
    return {"loss": float(totals["loss"]) / totals["count"], "accuracy": int(totals["correct"]) / totals["count"]}
