import jax
import jax.numpy as jnp
import numpy as np


def train_step(state, batch, apply_fn, tx):
    def loss_fn(params):
        logits = apply_fn(params, batch["image"])
        one_hot = jax.nn.one_hot(batch["label"], logits.shape[-1])
        return -jnp.mean(jnp.sum(one_hot * jax.nn.log_softmax(logits), axis=-1))

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return tx.apply_gradients(state, grads), loss


def iterate_batches(data, batch_size, rng):
    order = rng.permutation(len(data["label"]))
    for start in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[start:start + batch_size]
        yield {"image": data["image"][idx], "label": data["label"][idx]}


class Learner:
    def __init__(self, model, tx, batch_size=64, seed=0):
        self.model = model
        self.tx = tx
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)
        self._step = jax.jit(self._train_step)

    def _train_step(self, state, batch):
        return train_step(state, batch, self.model.apply, self.tx)

    def fit(self, state, data, num_epochs):
        epoch_losses = []
        for epoch in range(num_epochs):
            losses = []
            for batch in iterate_batches(data, self.batch_size, self.rng):
                state, loss = self._step(state, batch)
                losses.append(loss)
            epoch_losses.append(float(jnp.mean(jnp.stack(losses))))
        return state, epoch_losses
