import jax

from . import model


@jax.jit
def train_epoch(coeffs, x, y, lr):
    grads = jax.grad(model.loss)(coeffs, x, y)
    return coeffs - lr * grads


@jax.jit
def validate(coeffs, stopper, x_val, y_val):
    val_loss = model.loss(coeffs, x_val, y_val)
    return val_loss, stopper.update(val_loss)


def fit(coeffs, stopper, train, val, lr=0.05, max_epochs=2000):
    best = coeffs
    for epoch in range(max_epochs):
        coeffs = train_epoch(coeffs, *train, lr)
        val_loss, stopper = validate(coeffs, stopper, *val)
        if stopper.has_improved:
            best = coeffs
        if stopper.should_stop:
            break
    return best, stopper, epoch
