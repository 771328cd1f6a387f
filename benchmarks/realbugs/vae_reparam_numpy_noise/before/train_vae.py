import jax

from vaelab.model import VAE
from vaelab.trainer import Trainer


def binary_patterns(key, n=256, dim=64):
    return (jax.random.uniform(key, (n, dim)) < 0.3).astype("float32")


def main(num_steps=30):
    model = VAE()
    trainer = Trainer(model)
    params = model.init(jax.random.PRNGKey(0))
    data = binary_patterns(jax.random.PRNGKey(1))
    history = []
    for _ in range(num_steps):
        params, loss = trainer.step(params, data)
        history.append(float(loss))
    return trainer, params, data, history


if __name__ == "__main__":
    print(main()[-1][-1])
