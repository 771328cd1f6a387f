import functools

import jax

from .model import global_norm, init_poly, poly_loss


class Trainer:
    def __init__(self, callbacks, degree=3, learning_rate=0.05):
        self.callbacks = callbacks
        self.degree = degree
        self.learning_rate = learning_rate
        self._train_step = jax.jit(self.train_step)

    def train_step(self, params, x, y):
        loss_fn = functools.partial(poly_loss, degree=self.degree)
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        self.callbacks.fire("on_train_step_end", self, {"loss": loss, "grad_norm": global_norm(grads)})
        return params, loss

    def train(self, batches, num_epochs):
        params = init_poly(self.degree)
        self.callbacks.fire("on_train_begin", self)
        history = []
        for epoch in range(num_epochs):
            for x, y in batches:
                params, loss = self._train_step(params, x, y)
                history.append(float(loss))
            self.callbacks.fire("on_epoch_end", self, epoch, {"loss": history[-1]})
        return params, history
