import jax

from emaeval.model import MLPClassifier
from emaeval.state import create_state
from emaeval.training import EMAEvaluator, Trainer


def make_split(key, n, centers):
    label_key, noise_key = jax.random.split(key)
    labels = jax.random.randint(label_key, (n,), 0, centers.shape[0])
    return centers[labels] + jax.random.normal(noise_key, (n, centers.shape[1])), labels


def main(num_epochs=4):
    centers = 2.0 * jax.random.normal(jax.random.PRNGKey(5), (3, 8))
    batches = [make_split(k, 64, centers) for k in jax.random.split(jax.random.PRNGKey(1), 5)]
    valid = make_split(jax.random.PRNGKey(2), 300, centers)
    model = MLPClassifier([8, 32, 3])
    trainer, evaluator = Trainer(model, learning_rate=0.1, ema_decay=0.9), EMAEvaluator(model)
    state = create_state(model.init(jax.random.PRNGKey(0)))
    history = []
    for _ in range(num_epochs):
        for x, labels in batches:
            state = trainer.train_step(state, x, labels)
        history.append(evaluator.accuracy(state, *valid))
    return evaluator, state, valid, history


if __name__ == "__main__":
    print(main()[-1])
