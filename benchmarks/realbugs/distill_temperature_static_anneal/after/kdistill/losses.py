import jax
import jax.numpy as jnp


def distillation_loss(student_logits, teacher_logits, labels, temperature, alpha):
    """Hinton et al.: alpha * T^2 * KL(teacher_T || student_T) + (1 - alpha) * cross-entropy on the labels."""
    teacher_soft = jax.nn.softmax(teacher_logits / temperature, axis=-1)
    student_log_soft = jax.nn.log_softmax(student_logits / temperature, axis=-1)
    kl = jnp.sum(teacher_soft * (jnp.log(teacher_soft + 1e-9) - student_log_soft), axis=-1)
    hard = -jnp.take_along_axis(jax.nn.log_softmax(student_logits), labels[:, None], axis=-1)[:, 0]
    return jnp.mean(alpha * temperature ** 2 * kl + (1.0 - alpha) * hard)
