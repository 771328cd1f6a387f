import jax

from mixaug.classifier import ConvNet, Trainer
from mixaug.cutmix import CutMix


def main(num_steps=10):
    model = ConvNet()
    trainer = Trainer(model, CutMix(alpha=1.0))
    params = model.init(jax.random.PRNGKey(0))
    images = jax.random.uniform(jax.random.PRNGKey(1), (32, 16, 16, 3))
    labels = jax.nn.one_hot(jax.random.randint(jax.random.PRNGKey(2), (32,), 0, 4), 4)
    history = []
    for step_key in jax.random.split(jax.random.PRNGKey(3), num_steps):
        params, loss = trainer.step(params, images, labels, step_key)
        history.append(float(loss))
    return history


if __name__ == "__main__":
    print(main())
