def gradient_descent(problem, params, learning_rate=0.1, num_steps=5):
    history = []
    for _ in range(num_steps):
        history.append(float(problem.value(params)))
        params = params - learning_rate * problem.gradient(params)
    return params, history
