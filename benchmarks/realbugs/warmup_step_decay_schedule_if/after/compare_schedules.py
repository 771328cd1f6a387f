import jax

from fashionfit.classifier import MLPClassifier, Trainer
from fashionfit.optim import MomentumSGD
from fashionfit.schedules import constant, warmup_step_decay

SCHEDULES = {
    "constant": constant(0.05),
    "warmup_step_decay": warmup_step_decay(0.05, warmup_steps=5, decay_every=10),
}


def synthetic_fashion(key, n=256):
    x_key, w_key = jax.random.split(key)
    x = jax.random.normal(x_key, (n, 64))
    labels = jax.numpy.argmax(x @ jax.random.normal(w_key, (64, 10)), axis=1)
    return x, labels


def main(num_steps=30):
    x, labels = synthetic_fashion(jax.random.PRNGKey(0))
    model = MLPClassifier()
    results = {}
    for name, schedule in SCHEDULES.items():
        optimizer = MomentumSGD(schedule)
        trainer = Trainer(model, optimizer)
        params = model.init(jax.random.PRNGKey(1))
        opt_state = optimizer.init(params)
        for _ in range(num_steps):
            params, opt_state, loss = trainer.train_step(params, opt_state, x, labels)
        results[name] = float(loss)
    return results


if __name__ == "__main__":
    print(main())
