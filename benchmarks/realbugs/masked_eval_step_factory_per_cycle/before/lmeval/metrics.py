import jax

from lmeval.model import apply_with_mask
from lmeval.steps import make_masked_eval_step


def compute_masked_metrics(params, batches, key, n_mask_samples):
    eval_step = make_masked_eval_step(apply_with_mask, n_mask_samples)  # expect: JXL502
    totals = {}
    for batch in batches:
        key, batch_key = jax.random.split(key)
        for name, value in eval_step(params, batch, batch_key).items():
            totals[name] = totals.get(name, 0.0) + float(value)
    return {name: total / len(batches) for name, total in totals.items()}
