import jax


def compute_masked_metrics(eval_step, params, batches, key):
    """eval_step is built once by the caller (make_masked_eval_step), not on every evaluation cycle."""
    totals = {}
    for batch in batches:
        key, batch_key = jax.random.split(key)
        for name, value in eval_step(params, batch, batch_key).items():
            totals[name] = totals.get(name, 0.0) + float(value)
    return {name: total / len(batches) for name, total in totals.items()}
