def log_stats(iteration, returns):
    print(f"iteration {iteration}: mean return {returns.mean()} best {returns.max()}")  # expect: JXL201
