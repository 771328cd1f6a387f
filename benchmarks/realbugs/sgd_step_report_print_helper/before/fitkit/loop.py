from fitkit.step import sgd_step


def fit(params, batches):
    losses = []
    for x, y in batches:
        params, loss = sgd_step(params, x, y)
        losses.append(loss)
    return params, losses
