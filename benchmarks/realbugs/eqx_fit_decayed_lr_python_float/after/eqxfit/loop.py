import jax.numpy as jnp

from eqxfit.steps import make_step


def exponential_decay(base_lr, rate):
    def schedule(epoch):
        return base_lr * rate ** epoch
    return schedule


def fit(model, data, num_epochs, start_epoch=0, schedule=exponential_decay(0.05, 0.9)):
    x, y = data
    losses = []
    for epoch in range(start_epoch, start_epoch + num_epochs):
        lr = jnp.asarray(schedule(epoch))
        model, loss = make_step(model, x, y, lr)
        losses.append(float(loss))
    return model, losses
