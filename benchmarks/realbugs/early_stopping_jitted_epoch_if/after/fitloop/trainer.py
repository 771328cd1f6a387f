import jax

from .model import mse


class Trainer:
    """Full-epoch training compiled as one program: minibatch SGD over the epoch, then validation."""

    def __init__(self, stopper, learning_rate=0.05, batch_size=32):
        self.stopper = stopper
        self.learning_rate = learning_rate
        self.batch_size = batch_size
        self.run_epoch = jax.jit(self._epoch)

    def _sgd(self, params, batch):
        loss, grads = jax.value_and_grad(mse)(params, *batch)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def _epoch(self, params, stop_state, train_x, train_y, val_x, val_y):
        num_batches = train_x.shape[0] // self.batch_size
        batches = (train_x[:num_batches * self.batch_size].reshape(num_batches, self.batch_size, -1),
                   train_y[:num_batches * self.batch_size].reshape(num_batches, self.batch_size))
        params, losses = jax.lax.scan(self._sgd, params, batches)
        val_loss = mse(params, val_x, val_y)
        return params, self.stopper.update(stop_state, val_loss), losses.mean(), val_loss

    def fit(self, params, train, val, max_epochs=200):
        stop_state = self.stopper.init()
        history = []
        for epoch in range(max_epochs):
            params, stop_state, train_loss, val_loss = self.run_epoch(params, stop_state, *train, *val)
            history.append((float(train_loss), float(val_loss)))
            if bool(stop_state.should_stop):
                break
        return params, history
