import jax

from deepres.model import DeepResidualMLP
from deepres.train import Trainer


def main(num_steps=3):
    model = DeepResidualMLP(width=8, depth=6, num_outputs=1)
    params = model.init(jax.random.PRNGKey(0))
    x = jax.random.normal(jax.random.PRNGKey(1), (16, 8))
    y = x[:, :1] ** 2
    trainer = Trainer(model, learning_rate=0.05)
    losses = []
    for step in range(num_steps):
        params, loss = trainer._train_step(params, x, y, jax.random.PRNGKey(100 + step))
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
