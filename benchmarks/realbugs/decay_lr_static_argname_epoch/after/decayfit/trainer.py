import jax.numpy as jnp

from decayfit.optim import sgd_step


class Trainer:
    def __init__(self, schedule):
        self.schedule = schedule
        self.epoch_losses = []

    def fit(self, params, batches, epochs, start_epoch=0):
        for epoch in range(start_epoch, start_epoch + epochs):
            learning_rate = jnp.asarray(self.schedule(epoch))
            total = 0.0
            for batch in batches:
                params, loss = sgd_step(params, batch, learning_rate=learning_rate)
                total += float(loss)
            self.epoch_losses.append(total / len(batches))
        return params
