import jax

from .step import accumulate_and_maybe_apply


def fit(params, micro_batches, accum_steps=4, learning_rate=0.1):
    """Train on micro-batches, simulating a batch `accum_steps` times larger than fits in memory."""
    acc_grads = jax.tree_util.tree_map(lambda p: p * 0.0, params)
    losses = []
    for step, batch in enumerate(micro_batches):
        params, acc_grads, loss = accumulate_and_maybe_apply(
            params, acc_grads, batch, step=step, accum_steps=accum_steps, learning_rate=learning_rate)
        losses.append(float(loss))
    return params, losses
