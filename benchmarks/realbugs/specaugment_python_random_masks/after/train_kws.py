import jax

from kws.model import KeywordSpotter
from kws.specaugment import SpecAugment
from kws.trainer import Trainer


def main(num_steps=10):
    model = KeywordSpotter()
    trainer = Trainer(model, SpecAugment())
    params = model.init(jax.random.PRNGKey(0))
    specs = jax.random.normal(jax.random.PRNGKey(1), (32, 40, 50))
    labels = jax.random.randint(jax.random.PRNGKey(2), (32,), 0, 5)
    for _ in range(num_steps):
        params, loss = trainer.step(params, specs, labels)
    return trainer, specs, float(loss)


if __name__ == "__main__":
    print(main()[-1])
