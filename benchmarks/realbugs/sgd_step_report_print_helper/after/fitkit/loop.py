from fitkit.reporting import report
from fitkit.step import sgd_step


def fit(params, batches):
    losses = []
    for x, y in batches:
        params, loss, grad_norm = sgd_step(params, x, y)
        # Reported outside the jit, with the values of this step.
        report("train", loss, grad_norm)
        losses.append(loss)
    return params, losses
