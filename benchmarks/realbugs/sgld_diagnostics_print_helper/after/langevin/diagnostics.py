def report(iteration, step_size, log_post):
    print(f"iter {iteration}: step size {step_size:.2e}, log posterior {log_post}")
