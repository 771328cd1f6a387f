import jax

from latentvae.vae import VAE


class Trainer:
    def __init__(self, model, learning_rate=0.02):
        self.model = model
        self.learning_rate = learning_rate
        self.update = jax.jit(self._update)

    def _update(self, params, batch, key):
        loss, grads = jax.value_and_grad(self.model.loss)(params, batch, key)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss


def main(num_steps=25):
    model = VAE()
    trainer = Trainer(model)
    key, init_key, data_key = jax.random.split(jax.random.PRNGKey(0), 3)
    params = model.init(init_key)
    batch = jax.random.normal(data_key, (64, 48))
    history = []
    for step_key in jax.random.split(key, num_steps):
        params, loss = trainer.update(params, batch, step_key)
        history.append(float(loss))
    return history


if __name__ == "__main__":
    print(main()[-1])
